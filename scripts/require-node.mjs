// Stops `npm start` and `npm test` with one clear line on a Node.js older than the supported line
// (22, the current LTS; 20 is past its end of life, and the server compresses answers with zstd,
// which Node's zlib offers from 22.15).
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 15)) {
  console.error(`DishRated needs Node.js 22.15 or newer (this is ${process.version}): install the current LTS from https://nodejs.org.`);
  process.exit(1);
}
