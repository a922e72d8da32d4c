// CloudFront Function (runtime cloudfront-js-2.0), viewer request, on every behaviour of the
// distribution: the URL rules hosting/serve.mjs and nginx-site.conf follow, for an S3 origin.
//  - GET and HEAD only: anything else is 405 with Allow (the behaviour must allow all methods so
//    this function sees them; it answers them itself, so none reaches the bucket);
//  - /route/ is the object route/index.html; /route (no dot in its last segment) is 301 to /route/;
//  - /404/, /404.html and /_not-found/ (the not-found page's copies, removed by the build but
//    perhaps left by an older upload), and a language's /es/404.html, ask for an object that is
//    never uploaded, so the distribution's error response sends /404.html with status 404. (A
//    distribution has one error page per status: CloudFront sends the English one everywhere.)
// Answers made here carry the headers of hosting/headers.mjs themselves; tests/export/cloudfront.test.ts
// holds them to that file and runs this function over the export's files.
var SECURITY_HEADERS = {
  "content-security-policy": { value: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'" },
  "strict-transport-security": { value: "max-age=63072000; includeSubDomains" },
  "x-content-type-options": { value: "nosniff" },
  "x-frame-options": { value: "DENY" },
  "referrer-policy": { value: "strict-origin-when-cross-origin" },
  "permissions-policy": { value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  "cache-control": { value: "no-cache" },
};
var NOT_FOUND_COPY = /^\/([a-z]{2}\/)?(404|_not-found)(\/|\.html$|$)/;
// Keys starting with a dot are never in out/, so this one always misses.
var MISSING = "/.not-found";

function answer(statusCode, statusDescription, extra) {
  var headers = {};
  for (var name in SECURITY_HEADERS) headers[name] = SECURITY_HEADERS[name];
  for (var more in extra) headers[more] = extra[more];
  return { statusCode: statusCode, statusDescription: statusDescription, headers: headers };
}

// The query string as the viewer sent it (CloudFront passes names and values undecoded).
function queryOf(querystring) {
  var parts = [];
  for (var name in querystring) {
    var field = querystring[name];
    var values = field.multiValue ? field.multiValue : [field];
    for (var i = 0; i < values.length; i++) parts.push(values[i].value === "" ? name : name + "=" + values[i].value);
  }
  return parts.length ? "?" + parts.join("&") : "";
}

// CloudFront calls it by this name.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (request.method !== "GET" && request.method !== "HEAD") {
    return answer(405, "Method Not Allowed", { allow: { value: "GET, HEAD" } });
  }
  if (NOT_FOUND_COPY.test(uri)) {
    request.uri = MISSING;
    return request;
  }
  if (uri.charAt(uri.length - 1) === "/") {
    request.uri = uri + "index.html";
    return request;
  }
  var last = uri.slice(uri.lastIndexOf("/") + 1);
  if (last.indexOf(".") === -1) {
    return answer(301, "Moved Permanently", { location: { value: uri + "/" + queryOf(request.querystring) } });
  }
  return request;
}
