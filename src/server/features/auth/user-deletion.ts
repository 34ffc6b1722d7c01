import type { Logger } from '../../lib/logger.ts';

export interface DeletedUser {
  id: string;
  email: string;
}

export type UserDeletedHook = (user: DeletedUser) => Promise<void>;

/**
 * What other features do when an account is deleted. Database rows go by themselves
 * (every user-owned table cascades from `user`); hooks are for what the database does not
 * hold, such as files in object storage. They run after the rows are gone, one after the
 * other; a failing hook is logged and does not stop the others or the deletion.
 */
export class UserDeletionHooks {
  private readonly hooks: { name: string; run: UserDeletedHook }[] = [];

  constructor(private readonly logger: Logger) {}

  /** `name` appears in the log when the hook fails. */
  register(name: string, run: UserDeletedHook): void {
    this.hooks.push({ name, run });
  }

  async run(user: DeletedUser): Promise<void> {
    for (const hook of this.hooks) {
      try {
        await hook.run(user);
      } catch (err) {
        this.logger.error('user deletion hook failed', {
          hook: hook.name,
          userId: user.id,
          error: err instanceof Error ? err.message : String(err),
        });
      }
    }
  }
}
