// The bare reference app of `npm run bench:http` (scripts/bench/bare-app/README.md): Next's defaults.
/** @type {import('next').NextConfig} */
const config = { poweredByHeader: false };
export default config;
