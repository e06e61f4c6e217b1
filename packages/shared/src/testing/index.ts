// @bastion/shared/testing: example data for the server's tests, the browser tests and the bench.
// Not part of the main entry, so no product bundle carries it; .dependency-cruiser.cjs refuses an
// import of it from product code.
export * from "./news-networks";
