import { eq } from 'drizzle-orm';
import { DEFAULT_PREFERENCES, type Preferences } from '@shared/schemas/account';
import type { Db, DbOrTx } from '../../db/types';
import { notificationPreferences } from '../../db/schema';

/** Which kind of e-mail a message is: the Settings toggle that decides whether it goes out. */
export type EmailKind = keyof Preferences;

/** Stored notification preferences; a user without a row has the defaults. */
export function createPreferencesRepository(db: Db) {
  const get = async (userId: number, via: DbOrTx = db): Promise<Preferences> => {
    const [row] = await via.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).limit(1);
    if (!row) return { ...DEFAULT_PREFERENCES };
    return { emailUpdates: row.emailUpdates, submissionStatus: row.submissionStatus, promotions: row.promotions };
  };

  return {
    get,

    async put(userId: number, prefs: Preferences): Promise<Preferences> {
      const values = { ...prefs, updatedAt: new Date() };
      await db
        .insert(notificationPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
      return get(userId);
    },

    /**
     * Whether this person wants this kind of e-mail. Visitors (no account) get what they asked for
     * by submitting. Should the lookup fail, the default decides: a confirmation is not lost to an
     * outage, a promotion is not sent by accident. `via`: the transaction the e-mail is written in
     * (inside one, the embedded database has no second connection to ask on).
     */
    async wantsEmail(userId: number | null | undefined, kind: EmailKind, via?: DbOrTx): Promise<boolean> {
      if (userId == null) return DEFAULT_PREFERENCES[kind];
      try {
        return (await get(userId, via))[kind];
      } catch {
        return DEFAULT_PREFERENCES[kind];
      }
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
export type WantsEmail = PreferencesRepository['wantsEmail'];
