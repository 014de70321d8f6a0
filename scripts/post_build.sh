#!/usr/bin/env bash
# Trunk post_build hook: stamps the service worker with this build's asset list and cache id.
#
# It names the computer's worker build with a hash and tells the page (a <meta> in index.html).
# In $TRUNK_STAGING_DIR/sw.js it replaces
#   "__LUDUS_BUILD__"          -> "<first 12 hex of sha256 over every staged file>"
#   /*__LUDUS_FILES__*/[]      -> every file of the build, catalogues included (all it may store,
#                                 and all it precaches)
# It also moves Trunk's inline start-up module to a file and sets the Content-Security-Policy.
# Each placeholder must occur exactly once, so a missing or already-stamped sw.js fails the build
# instead of shipping a worker that silently caches nothing.
#
# Usage (Trunk.toml):
#   [[hooks]]
#   stage = "post_build"
#   command = "bash"
#   command_arguments = ["scripts/post_build.sh"]
# By hand: TRUNK_STAGING_DIR=dist bash scripts/post_build.sh   (only on an unstamped sw.js)
set -euo pipefail

dir="${TRUNK_STAGING_DIR:?post_build.sh: TRUNK_STAGING_DIR is not set (run it as a Trunk post_build hook)}"
if [ ! -f "$dir/sw.js" ]; then
  echo "post_build.sh: $dir/sw.js is missing; copy it in index.html with" \
    '<link data-trunk rel="copy-file" href="www/sw.js" />' >&2
  exit 1
fi

# The JavaScript glue that wasm-bindgen writes is ~60 KB unminified (Trunk's own minifier cannot
# parse it); terser (npm, scripts/setup.sh) halves it. Skipped, with a warning, where terser is
# missing: the site works the same, only larger.
terser="$(dirname "$0")/../node_modules/.bin/terser"

exec python3 - "$dir" "$terser" <<'PY'
import base64, glob, hashlib, json, os, re, shutil, subprocess, sys, urllib.parse

root = os.path.abspath(sys.argv[1])
terser = sys.argv[2]
sw_path = os.path.join(root, "sw.js")


def fail(msg):
    sys.exit(f"post_build.sh: {msg}")


def sri(data):
    return "sha384-" + base64.b64encode(hashlib.sha384(data).digest()).decode()


# The computer's worker build (Trunk's data-type="worker": wasm-bindgen's classic-script glue and
# its wasm, named after the crate without a hash) is handled below.
COMPUTER = "ludus-computer"

# Minify the first screen's wasm-bindgen glue (a module) and the start-up guard (a classic script,
# which Trunk's own minifier cannot parse since it imports the page's module), and keep
# index.html's integrity attributes right.
index_path = os.path.join(root, "index.html")
scripts = [(js, ["--module"]) for js in glob.glob(os.path.join(root, "ludus-*.js"))]
scripts += [(js, []) for js in glob.glob(os.path.join(root, "boot-*.js")) + glob.glob(os.path.join(root, "words-*.js"))]
for js, kind in scripts:
    if os.path.basename(js).startswith(COMPUTER):
        continue
    if not os.access(terser, os.X_OK):
        print("post_build.sh: terser missing, JavaScript left unminified", file=sys.stderr)
        break
    with open(js, "rb") as f:
        before = f.read()
    subprocess.run([terser, js, *kind, "--compress", "--mangle", "-o", js], check=True)
    with open(js, "rb") as f:
        after = f.read()
    with open(index_path, encoding="utf-8") as f:
        index = f.read()
    if sri(before) in index:
        index = index.replace(sri(before), sri(after))
        with open(index_path, "w", encoding="utf-8") as f:
            f.write(index)
    print(f"post_build.sh: {os.path.basename(js)} minified, {len(before)} -> {len(after)} bytes")



def minify_script(path):
    """The worker scripts Trunk copies as they are (comments and all): minified like the glue,
    since every byte is downloaded. Skipped where terser is missing."""
    if not os.access(terser, os.X_OK):
        return
    before = os.path.getsize(path)
    subprocess.run([terser, path, "--compress", "--mangle", "-o", path], check=True)
    print(f"post_build.sh: {os.path.basename(path)} minified, {before} -> {os.path.getsize(path)} bytes")


# The message catalogues ship without their comments (notes for translators, not words a player
# reads): a Fluent comment is a line that starts with '#' at its first column. About 1.3 KB
# gzip per language.
# Each language's files are joined in one, locales/<code>.ftl (src/language.rs fetches it): one
# request instead of twelve, which on a phone's slow link is several round trips less before
# the first screen.
for lang_dir in sorted(glob.glob(os.path.join(root, "locales", "*", ""))):
    joined = []
    for ftl in sorted(glob.glob(os.path.join(lang_dir, "*.ftl"))):
        with open(ftl, encoding="utf-8") as f:
            lines = f.read().splitlines(keepends=True)
        kept = "".join(line for line in lines if not line.startswith("#"))
        joined.append(kept if kept.endswith("\n") else kept + "\n")
    if not joined:
        fail(f"no catalogue files in {lang_dir}")
    with open(os.path.normpath(lang_dir) + ".ftl", "w", encoding="utf-8") as f:
        f.write("".join(joined))
    shutil.rmtree(lang_dir)


# The computer's worker, before the build's hash and file list are made of the files.
worker_js = os.path.join(root, "worker.js")
if os.path.exists(worker_js):
    minify_script(worker_js)

# Two wasm builds come from Trunk's data-type="worker" (wasm-bindgen's glue and its wasm, named
# after the crate without a hash): the computer's (a classic script, for www/worker.js) and the
# page's (an ES module, which www/boot.js imports once the first screen is up). Each gets a hash
# in its names, as the first screen's files have: a new build never runs old code from a
# browser's HTTP cache. The page learns the names from a <meta> in index.html (www/worker.js and
# www/boot.js stay the same in every build).
def stamp(crate, meta, module):
    glue_path = os.path.join(root, crate + ".js")
    wasm_path = os.path.join(root, crate + "_bg.wasm")
    if not (os.path.exists(glue_path) and os.path.exists(wasm_path)):
        fail(f"the build of {crate} ({crate}.js, {crate}_bg.wasm) is missing; index.html builds it with "
             '<link data-trunk rel="rust" ... data-type="worker" ...>')
    if module and os.access(terser, os.X_OK):
        subprocess.run([terser, glue_path, "--module", "--compress", "--mangle", "-o", glue_path], check=True)
    elif not module:
        minify_script(glue_path)
    with open(wasm_path, "rb") as f:
        digest = hashlib.sha256(f.read())
    with open(glue_path, "rb") as f:
        digest.update(f.read())
    hashed = digest.hexdigest()[:16]
    glue_name, wasm_name = f"{meta}-{hashed}.js", f"{meta}-{hashed}_bg.wasm"
    os.replace(glue_path, os.path.join(root, glue_name))
    os.replace(wasm_path, os.path.join(root, wasm_name))
    with open(index_path, encoding="utf-8") as f:
        index = f.read()
    if f"name={meta} " in index or f'name="{meta}"' in index:
        fail(f"index.html already names the files of {crate} (stale build?)")
    head = index.index("</head>")
    index = index[:head] + f'<meta name={meta} content="./{glue_name} ./{wasm_name}">' + index[head:]
    with open(index_path, "w", encoding="utf-8") as f:
        f.write(index)
    print(f"post_build.sh: the files of {crate} named {glue_name}, {wasm_name}")


stamp(COMPUTER, "ludus-computer", module=False)
stamp("ludus", "ludus-page", module=True)


# Content-Security-Policy (issue 13). Trunk writes the start-up module inline; it moves to a
# file of its own, so the policy needs no inline script at all ('self' only, plus
# 'wasm-unsafe-eval', which WebAssembly compilation needs). A meta tag works on any static
# host; it must come before every script, so it goes right after <meta charset>.
CSP = "; ".join([
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
])
with open(index_path, encoding="utf-8") as f:
    index = f.read()
inline = re.compile(r"<script(?P<attrs>[^>]*)>(?P<body>.*?)</script>", re.S)
starters = [m for m in inline.finditer(index) if "src=" not in m.group("attrs")]
if len(starters) != 1 or "module" not in starters[0].group("attrs"):
    fail(f"expected one inline start-up module from Trunk in index.html, found {len(starters)}")
body = starters[0].group("body").strip() + "\n"
name = "start-" + hashlib.sha256(body.encode()).hexdigest()[:16] + ".js"
with open(os.path.join(root, name), "w", encoding="utf-8") as f:
    f.write(body)
tag = f'<script type=module src=./{name} integrity={sri(body.encode())}></script>'
index = index[: starters[0].start()] + tag + index[starters[0].end():]
for m in inline.finditer(index):
    if "src=" not in m.group("attrs"):
        fail("an inline <script> is left in index.html; the Content-Security-Policy would block it")
handler = re.search(r"\son[a-z]+\s*=", re.sub(r"<script.*?</script>", "", index, flags=re.S))
if handler:
    fail(f"inline event handler in index.html ({handler.group(0).strip()}); wire it in www/boot.js")
if "Content-Security-Policy" in index:
    fail("index.html already has a Content-Security-Policy (stale build?)")
charset = re.search(r"<meta charset=[\"']?utf-8[\"']?>", index, re.I)
if not charset:
    fail("no <meta charset=utf-8> in index.html to put the Content-Security-Policy after")
meta = f'<meta http-equiv=Content-Security-Policy content="{CSP}">'
index = index[: charset.end()] + meta + index[charset.end():]
# The page's module and wasm are asked for first, before the stylesheet and the scripts that
# start them: Trunk puts their preload links at the end of <head>, where on a slow phone the
# wasm (the largest file of the first screen) was asked for only after the start-up guard ran.
preloads = re.findall(r'<link[^>]*rel=(?:modulepreload|preload)[^>]*>', index)
if len(preloads) != 2:
    fail(f"expected Trunk's two preload links (module, wasm) in index.html, found {len(preloads)}")
for link in preloads:
    index = index.replace(link, "", 1)
# Then the words' request (www/words.js, async): the first screen's cards wait for the words too.
words = re.findall(r'<script[^>]*src=\./words-[0-9a-f]+\.js[^>]*></script>', index)
if len(words) != 1 or "async" not in words[0]:
    fail(f"expected one async <script> of www/words.js in index.html, found {words}")
index = index.replace(words[0], "", 1)
at = index.index(meta) + len(meta)
index = index[:at] + "".join(preloads) + words[0] + index[at:]
with open(index_path, "w", encoding="utf-8") as f:
    f.write(index)
print(f"post_build.sh: start-up module moved to {name}; Content-Security-Policy set; preloads and the words request first")


files = []
for base, dirs, names in os.walk(root):
    # Dotfiles (.nojekyll, .DS_Store...) are often not served; one 404 would make the
    # all-or-nothing precache fail and leave the site without offline support.
    dirs[:] = sorted(d for d in dirs if not d.startswith("."))
    for name in names:
        path = os.path.join(base, name)
        rel = os.path.relpath(path, root).replace(os.sep, "/")
        if rel == "sw.js" or name.endswith(".map") or name.startswith("."):
            continue
        files.append(rel)
files.sort()

with open(sw_path, encoding="utf-8") as f:
    sw = f.read()

# Paths as well as contents go into the hash, and so does the sw.js template: a rename or a
# change to the worker's own logic must also yield a new cache name.
h = hashlib.sha256()
for rel in files:
    h.update(rel.encode() + b"\0")
    with open(os.path.join(root, rel), "rb") as f:
        data = f.read()
    h.update(len(data).to_bytes(8, "big") + data)
h.update(b"sw.js\0" + sw.encode())
build = h.hexdigest()[:12]

# Every language's catalogues are precached too (a few KB each), so a language switch works
# offline; they are in the hash above, so a new wording makes a new cache.
assets = ["./"] + ["./" + urllib.parse.quote(rel) for rel in files]
every = ["./" + urllib.parse.quote(rel) for rel in files]

for token in ('"__LUDUS_BUILD__"', "/*__LUDUS_FILES__*/[]"):
    n = sw.count(token)
    if n != 1:
        fail(f"expected exactly one {token} in {sw_path}, found {n} (stale or already stamped?)")
sw = sw.replace('"__LUDUS_BUILD__"', json.dumps(build))
sw = sw.replace("/*__LUDUS_FILES__*/[]", json.dumps(every, ensure_ascii=True))

tmp = sw_path + ".tmp"
with open(tmp, "w", encoding="utf-8") as f:
    f.write(sw)
os.replace(tmp, sw_path)  # atomic: never leave a half-written worker behind
print(f"post_build.sh: sw.js stamped with build {build}, {len(assets)} assets to precache")
minify_script(sw_path)
PY
