// `npm run package`: the one artefact a user installs. `npm pack` builds the bundle once (through
// `prepare`) and writes release/travis234-mcp-adapter-<version>.tgz; the tarball is then unpacked
// into release/travis234-mcp-adapter/, the directory `travis234 install` copies as it is (the host
// copies a local directory whole, so installing a clone would copy node_modules and .git too).
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "release");
const unpacked = join(out, "travis234-mcp-adapter");
mkdirSync(out, { recursive: true });
const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ["npm", []];
const packed = execFileSync(npm[0], [...npm[1], "pack", "--json", "--pack-destination", out], {
  cwd: root,
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
const [entry] = JSON.parse(packed);
const tarball = join(out, entry.filename);
rmSync(unpacked, { recursive: true, force: true });
mkdirSync(unpacked, { recursive: true });
execFileSync("tar", ["-xzf", tarball, "-C", unpacked, "--strip-components=1"], { stdio: "inherit" });
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
process.stdout.write(
  `package: ${relative(root, tarball)} (${kib(entry.size)}, ${entry.entryCount} files, ${kib(entry.unpackedSize)} unpacked)\n` +
    `install: travis234 install ./${relative(root, unpacked)}\n`,
);
