import { handleAuthRequest } from '@/modules/accounts/auth-route';

export const dynamic = 'force-dynamic';

export { handleAuthRequest as GET, handleAuthRequest as POST };
