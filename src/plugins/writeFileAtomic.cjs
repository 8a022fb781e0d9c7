/**
 * Writes a file whole or not at all: under a temporary name in the same folder, then renamed over
 * the file, so that a reader (another build sharing a cache, the development server serving the
 * page check's files) never sees half of it. Every write has a temporary name of its own: two
 * writes of one file at once, in one process or in two, each rename their own file, and the last
 * one stays. A write that fails removes its temporary file and rejects with the error, for its
 * caller to report.
 *
 * CommonJS, so that the image pipeline's loader (./images/loader.cjs) requires it as the
 * TypeScript plugins import it (types: ./writeFileAtomic.d.cts).
 */
const {randomUUID} = require('node:crypto');
const fs = require('node:fs/promises');
const path = require('node:path');

/**
 * The temporary name of one write of `file`: beside it, so that the rename stays on one file
 * system, and unique to the write, not only to the process.
 * @param {string} file
 * @returns {string}
 */
function temporaryName(file) {
  return `${file}.${process.pid}.${randomUUID()}.tmp`;
}

/**
 * Writes `data` to `file` (its folder made if need be), whole or not at all.
 * @param {string} file
 * @param {string | NodeJS.ArrayBufferView} data
 * @returns {Promise<void>}
 */
async function writeFileAtomic(file, data) {
  const temporary = temporaryName(file);
  try {
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, {force: true});
    throw error;
  }
}

module.exports = {writeFileAtomic};
