import { notify } from '../../lib/notify.ts';
import { tooManyAttemptsText, type ApiRefusal } from './auth-request.ts';

// Only the lazy mail forms (reset link, verification link) use this: apart from
// auth-request.ts, so /auth's initial JavaScript does not carry it.

/**
 * Tells the person why a mail request (reset link, verification link) was refused: a 429
 * starts the form's countdown with the wait the server asked for and says how long;
 * anything else shows the server's message.
 */
export function reportMailRefusal(
  refusal: ApiRefusal,
  countdown: { start: (seconds: number) => void },
  what: string,
): void {
  console.error(`${what} failed:`, refusal.code, refusal.message);
  if (refusal.status === 429) {
    const wait = refusal.retryAfter ?? 60;
    countdown.start(wait);
    notify.error('Error', tooManyAttemptsText(wait));
  } else {
    notify.error('Error', refusal.message);
  }
}
