export * from "./accounts/fields";
export * from "./api-paths";
export * from "./errors";
export * from "./limits";
export * from "./permissions";
export * from "./session/csrf";
export * from "./session/schemas";
export * from "./site/schemas";
