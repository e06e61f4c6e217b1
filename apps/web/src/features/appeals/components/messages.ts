// Spec §8 fallbacks and success messages for appeals, as message ids of the `appeals` catalogue:
// the server's message wins when it sends one.

export const MESSAGES = {
  fetchData: "appeals.message.fetchData",
  verify: "appeals.message.verify",
  create: "appeals.message.create",
  fetchAppeals: "appeals.message.fetchAppeals",
  /** Also the appeal modify failure (spec §8). */
  postComment: "appeals.message.postComment",
  notifications: "appeals.message.notifications",
  modified: "appeals.message.modified",
  commentPosted: "appeals.message.commentPosted",
} as const;
