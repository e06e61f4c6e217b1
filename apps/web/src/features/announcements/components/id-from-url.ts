/** The id from the URL, or 0 (never an announcement) when it is not a positive whole number. */
export const idFromUrl = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
};
