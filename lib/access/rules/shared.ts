/**
 * What a closed video answers a viewer (the API's messages, the pages' and the embed's texts), shared
 * by the server and the browser (a plain module: no server imports).
 */
export const PASSWORD_REQUIRED = "Password required";
export const LINK_EXPIRED = "This link has expired";
export const INCORRECT_PASSWORD = "Incorrect password";
export const EMAIL_REQUIRED = "Email required";
