import { handleAuthRequest } from '@/modules/accounts/server';

export const dynamic = 'force-dynamic';

export { handleAuthRequest as GET, handleAuthRequest as POST };
