#!/usr/bin/env bash
# Uploads out/ to the bucket in the order that never shows a visitor a page whose scripts are
# missing: the hashed build output first (and never deleted, so a page still open or cached
# somewhere keeps finding its chunks), then every other file, then the pages, and only then
# deletes what the new export no longer has. Run after `npm run build`:
#   BUCKET=my-bucket DISTRIBUTION=E123EXAMPLE hosting/cloudfront/upload.sh
# The .br and .gz files are left out: CloudFront compresses for the viewer itself.
set -euo pipefail
: "${BUCKET:?set BUCKET to the bucket name}"
cd "$(dirname "$0")/../.."
[ -f out/index.html ] || { echo "out/ has no index.html: run \`npm run build\` first." >&2; exit 1; }

skip=(--exclude "*.br" --exclude "*.gz" --exclude "_headers")

# 1. Chunks, styles, fonts and media: content-hashed names, cached for a year, old ones kept. So are
#    site search's files named by their content (headers.mjs's SEARCH_BUNDLE_HASHED): an entry file a
#    visitor cached from the deploy before still finds the metadata, chunks and fragments it names.
aws s3 sync out/_next/static/ "s3://$BUCKET/_next/static/" "${skip[@]}" \
  --cache-control "public, max-age=31536000, immutable"
if [ -d out/pagefind ]; then
  aws s3 sync out/pagefind/ "s3://$BUCKET/pagefind/" "${skip[@]}" --exclude "*" \
    --include "pagefind.*.pf_meta" --include "index/*.pf_index" --include "fragment/*.pf_fragment" \
    --content-type "application/octet-stream" --cache-control "public, max-age=31536000, immutable"
fi

# 2. Everything else but the pages (payloads, search index, images, icons, feeds), revalidated on use.
aws s3 sync out/ "s3://$BUCKET/" "${skip[@]}" --exclude "_next/static/*" --exclude "pagefind/*" --exclude "*.html" \
  --cache-control "no-cache"
# The overlays' data (headers.mjs's OVERLAY_DATA): taken from the cache at once, revalidated in the background.
aws s3 cp out/ "s3://$BUCKET/" --recursive --exclude "*" --include "chat-catalog.json" --include "search-index.json" \
  --include "??/chat-catalog.json" --include "??/search-index.json" \
  --content-type "application/json; charset=utf-8" --cache-control "public, max-age=0, stale-while-revalidate=86400"
# Site search's files under fixed names (headers.mjs's SEARCH_BUNDLE_FIXED): revalidated in the background too.
if [ -d out/pagefind ]; then
  aws s3 cp out/pagefind/pagefind.js "s3://$BUCKET/pagefind/pagefind.js" \
    --content-type "text/javascript; charset=utf-8" --cache-control "public, max-age=0, stale-while-revalidate=86400"
  aws s3 cp out/pagefind/pagefind-entry.json "s3://$BUCKET/pagefind/pagefind-entry.json" \
    --content-type "application/json; charset=utf-8" --cache-control "public, max-age=0, stale-while-revalidate=86400"
  aws s3 cp out/pagefind/ "s3://$BUCKET/pagefind/" --recursive --exclude "*" --include "wasm.*.pagefind" \
    --content-type "application/octet-stream" --cache-control "public, max-age=0, stale-while-revalidate=86400"
fi
# The CLI has no type for the web app manifest.
aws s3 cp out/manifest.webmanifest "s3://$BUCKET/manifest.webmanifest" \
  --content-type "application/manifest+json; charset=utf-8" --cache-control "no-cache"

# 3. The pages, last; then the delete of what this export no longer has (old chunks and old search
#    files named by their content excepted).
aws s3 sync out/ "s3://$BUCKET/" "${skip[@]}" --exclude "_next/static/*" --exclude "*" --include "*.html" \
  --content-type "text/html; charset=utf-8" --cache-control "no-cache"
aws s3 sync out/ "s3://$BUCKET/" "${skip[@]}" --exclude "_next/static/*" --exclude "manifest.webmanifest" \
  --exclude "pagefind/*" --cache-control "no-cache" --delete

# 4. Edge copies of the pages revalidate on their own (no-cache); this only clears error pages
#    and anything cached under an older policy.
if [ -n "${DISTRIBUTION:-}" ]; then
  aws cloudfront create-invalidation --distribution-id "$DISTRIBUTION" --paths "/*" >/dev/null
fi
echo "Uploaded out/ to s3://$BUCKET/."
