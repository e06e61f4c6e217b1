/** Solved altcha challenges, kept until they expire so each is accepted once. */
export interface BotCheckTables {
  bot_check_used: { challenge_id: string; expires_at: string };
}
