/** Spec §7: the XSRF-TOKEN cookie is echoed in X-XSRF-TOKEN and the token in X-CSRFToken. */
export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_COOKIE_HEADER = "x-xsrf-token";
export const CSRF_TOKEN_HEADER = "x-csrftoken";
