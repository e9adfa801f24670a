// The floor mirrors only what shapes a response's cost in the site: trailing-slash URLs, no header.
export default { trailingSlash: true, poweredByHeader: false, reactStrictMode: true };
