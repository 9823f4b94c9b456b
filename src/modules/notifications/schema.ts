import { z } from 'zod';

export const notificationIdInput = z.object({ notificationId: z.number().int().positive() });
