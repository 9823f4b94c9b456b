import { z } from 'zod';

/** A positive whole id, with the Swedish message users see when it is missing or wrong. */
export const idInput = (message: string) => z.number({ error: message }).int({ error: message }).positive({ error: message });

/** Which lot an action is about. */
export const auctionIdInput = z.object({ auctionId: idInput('Ange vilken auktion.') });
