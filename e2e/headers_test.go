package e2e

import (
	"bufio"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
)

// headerRule is one path's block of the site's _headers (Netlify's format).
type headerRule struct {
	For    string
	Values map[string]string
}

// netlifyHeaders reads the headers the build wrote into the site's _headers (dist/_headers:
// Netlify reads it on a drag-and-drop deploy and on a repository build alike).
func netlifyHeaders(t *testing.T) []headerRule {
	t.Helper()
	f, err := os.Open(filepath.Join(dist, "_headers"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rules []headerRule
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		raw := sc.Text()
		line := strings.TrimSpace(raw)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if !strings.HasPrefix(raw, " ") {
			rules = append(rules, headerRule{For: line, Values: map[string]string{}})
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok || len(rules) == 0 {
			t.Fatalf("_headers: cannot read %q", raw)
		}
		rules[len(rules)-1].Values[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	if len(rules) == 0 {
		t.Fatal("_headers has no rule")
	}
	return rules
}

// match is Netlify's path pattern: * matches any run of characters.
func match(pattern, p string) bool {
	ok, _ := path.Match(strings.ReplaceAll(pattern, "*", "\x00"), p)
	if !strings.Contains(pattern, "*") {
		return ok || pattern == p
	}
	prefix, suffix, _ := strings.Cut(pattern, "*")
	return strings.HasPrefix(p, prefix) && strings.HasSuffix(p, suffix) && len(p) >= len(prefix)+len(suffix)
}

// want returns the headers Netlify sends for p: every matching rule, later ones winning.
func wantHeaders(rules []headerRule, p string) map[string]string {
	out := map[string]string{}
	for _, r := range rules {
		if match(r.For, p) {
			for k, v := range r.Values {
				out[k] = v
			}
		}
	}
	return out
}

// csp parses a Content-Security-Policy into its directives.
func csp(s string) map[string][]string {
	out := map[string][]string{}
	for _, d := range strings.Split(s, ";") {
		f := strings.Fields(d)
		if len(f) > 0 {
			out[strings.ToLower(f[0])] = f[1:]
		}
	}
	return out
}

func has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestHeaders: what the local server sends is what the generated _headers declares, on every kind of
// file and on the 404 fallback; the CSP is strict; and the app runs under it in Chromium with no
// violation and no console error.
func TestHeaders(t *testing.T) {
	need(t)
	rules := netlifyHeaders(t)
	all := wantHeaders(rules, "/index.html")
	for _, h := range []string{"Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"} {
		if all[h] == "" {
			t.Errorf("_headers sends no %s on every path", h)
		}
	}
	if all["X-Content-Type-Options"] != "nosniff" || all["Referrer-Policy"] != "no-referrer" {
		t.Errorf("_headers: X-Content-Type-Options = %q, Referrer-Policy = %q; want nosniff, no-referrer", all["X-Content-Type-Options"], all["Referrer-Policy"])
	}
	pp := all["Permissions-Policy"]
	for _, f := range []string{"camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"} {
		if !strings.Contains(pp, f) {
			t.Errorf("Permissions-Policy %q lacks %s", pp, f)
		}
	}
	pol := csp(all["Content-Security-Policy"])
	script := pol["script-src"]
	if script == nil {
		script = pol["default-src"]
	}
	for _, bad := range []string{"'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:", "blob:"} {
		if has(script, bad) {
			t.Errorf("CSP script-src allows %s: %v", bad, script)
		}
	}
	if !has(script, "'wasm-unsafe-eval'") || !has(script, "'self'") {
		t.Errorf("CSP script-src = %v, want 'self' 'wasm-unsafe-eval'", script)
	}
	for d, want := range map[string]string{"default-src": "'self'", "object-src": "'none'", "base-uri": "'self'", "frame-ancestors": "'none'"} {
		if got := strings.Join(pol[d], " "); got != want {
			t.Errorf("CSP %s = %q, want %q", d, got, want)
		}
	}
	for d, srcs := range pol {
		for _, s := range srcs {
			if strings.Contains(s, "://") || s == "*" {
				t.Errorf("CSP %s allows another origin: %s", d, s)
			}
		}
	}

	s := serve(t, dist, "/")
	paths := []string{"/", "/index.html", "/calc/scoring/contract", "/calc/scoring/contract.html", "/app.js",
		"/app-worker.js", "/wasm_exec.js", "/web/app.wasm", "/web/style.css", "/app.css", "/manifest.webmanifest",
		"/web/icon-192.png", "/calc/nope/nope", "/r?r=x"}
	for _, p := range paths {
		resp, err := http.Get("http://" + s.addr + p)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		u := strings.SplitN(p, "?", 2)[0]
		for k, v := range wantHeaders(rules, u) {
			got := resp.Header.Get(k)
			if k == "Cache-Control" {
				// Netlify matches /*.html only on URLs ending in .html; the local server sends the
				// stricter no-cache on every page. Both must make the browser revalidate.
				if got != v && !(strings.Contains(got, "max-age=0") && strings.Contains(got, "must-revalidate") &&
					(strings.Contains(got, "no-cache") || !strings.Contains(v, "no-cache"))) {
					t.Errorf("GET %s (%d): %s = %q, want %q", p, resp.StatusCode, k, got, v)
				}
				continue
			}
			if k == "Content-Type" {
				got = strings.TrimSpace(strings.SplitN(got, ";", 2)[0])
			}
			if got != v {
				t.Errorf("GET %s (%d): %s = %q, want %q (_headers)", p, resp.StatusCode, k, got, v)
			}
		}
	}

	// the app under its CSP: no violation, no console error, on every kind of screen
	b := newBrowser(t, origin(s))
	w := watch(t, b)
	b.initScript(t, cspProbe)
	b.open(t, s.URL+"?lang=en")
	screensToVisit := append([]string{"/"}, otherScreens(t, b, s)...)
	screensToVisit = append(screensToVisit, "/calc/scoring/contract", "/calc/nsbk/lateness?minutes=9", "/calc/nope/nope")
	for _, p := range screensToVisit {
		b.open(t, "http://"+s.addr+p)
		if v := eval[[]string](t, b, `window.__cspViolations || []`); len(v) > 0 {
			t.Errorf("%s: CSP violations: %v", p, v)
		}
		w.check(t)
	}
}

// cspProbe records CSP violation events of the page (an init script of the test, which CSP does
// not govern).
const cspProbe = `window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", e => window.__cspViolations.push(e.violatedDirective + " " + e.blockedURI + " " + (e.sourceFile || "") + ":" + e.lineNumber));`
