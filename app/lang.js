// Arbiter: the UI language before the first paint. The page was pre-rendered in one language
// (the lang attribute of <html>); this script picks the language the app will use, in the order
// of app/view/lang.go's detectLang — ?lang= in the address, the language picked on this device, the
// device's club file, the club file built in ({{.Club}}), the browser's languages, English — and
// when it differs from the pre-rendered one it hides the page's text (html.lang-wait, see
// web/style.css) until the app has drawn it in the right language: no flash of the wrong
// language. A file of its own, loaded before the body: the CSP allows no inline script.
(function () {
  var d = document.documentElement, pre = d.lang || "en", codes = ["en", "sr", "hu"], l = "";
  function parse(t) {
    t = String(t || "").trim().toLowerCase();
    for (var i = 0; i < codes.length; i++) {
      var c = codes[i];
      if (t === c || t.indexOf(c + "-") === 0 || t.indexOf(c + "_") === 0) return c;
    }
    return /^(sh|hr|bs|cnr)/.test(t) ? "sr" : "";
  }
  // go-app keeps localStorage values as JSON (a string is stored quoted)
  function stored(k) {
    try {
      var v = localStorage.getItem(k);
      return v ? JSON.parse(v) : "";
    } catch (e) {
      return "";
    }
  }
  try {
    l = parse(new URLSearchParams(location.search).get("lang"));
  } catch (e) {}
  if (!l) l = parse(stored("arbiter.lang"));
  if (!l) {
    var club = stored("arbiter.club");
    try {
      if (typeof club === "string" && club) club = JSON.parse(club);
    } catch (e) {
      club = null;
    }
    // the device's club file replaces the built-in one, also when it names no language
    l = parse(club && typeof club === "object" ? club.default_language : "{{.Club}}");
  }
  if (!l) {
    var n = navigator.languages || [];
    for (var i = 0; i < n.length && !l; i++) l = parse(n[i]);
    if (!l) l = parse(navigator.language);
  }
  l = l || "en";
  if (l !== pre) {
    d.lang = l;
    d.classList.add("lang-wait");
  }
})();
