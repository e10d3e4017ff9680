// The auth operations as the web client sends them.
export const AUTH_FIELDS = `user { id email username createdAt roles profile { id username } } accessToken refreshToken expiresAt`;
export const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { ${AUTH_FIELDS} } }`;
export const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { ${AUTH_FIELDS} } }`;
export const REFRESH = `mutation Refresh($token: String) { refreshSession(refreshToken: $token) { ${AUTH_FIELDS} } }`;
export const SIGN_OUT = `mutation { signOut }`;
export const ME = `query { me { id email username roles } }`;
export const REQUEST_RESET = `mutation Reset($email: String!) { requestPasswordReset(email: $email) }`;
export const RESET = `mutation ResetPassword($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { ${AUTH_FIELDS} } }`;
