// Spec §8 fallbacks and success messages for appeals: the server's message wins when it sends one.

export const MESSAGES = {
  fetchData: "An error occurred while fetching data.",
  verify: "An error occurred while verifying player name.",
  create: "An error occurred while attempting to create appeal.",
  fetchAppeals: "An error occurred while fetching appeals.",
  /** Also the appeal modify failure (spec §8). */
  postComment: "An error occurred while attempting to post your comment",
  notifications: "An error occurred while saving your e-mail setting.",
  modified: "Successfully modified",
  commentPosted: "Successfully posted comment",
} as const;
