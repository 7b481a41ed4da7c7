// Package apptest holds what the app's packages' tests share: the check that no message key
// is printed as is. Only tests import it (app/internal/testnamer names participants).
package apptest

import (
	"html"
	"regexp"
	"strings"
	"testing"
)

// RawKey finds a message key printed as is: the shared namespaces, or a calculator's own
// label, value, step, DECISION or outcome key.
var RawKey = regexp.MustCompile(`(?:^|[\s(>"'·:])((?:calc|rule|group|party|unit|out|field|app|common|err|club|val)\.[A-Za-z0-9_-]+[A-Za-z0-9_.-]*|[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_ -]+)*\.(?:val|f|out|step|dec|info)\.[A-Za-z0-9_.-]+)`)

// TagRE finds an HTML tag.
var TagRE = regexp.MustCompile(`<[^>]*>`)

// VisibleText is the text of rendered HTML plus its aria-labels (they are read aloud).
func VisibleText(h string) string {
	var labels []string
	for _, m := range regexp.MustCompile(`aria-label="([^"]*)"`).FindAllStringSubmatch(h, -1) {
		labels = append(labels, m[1])
	}
	return html.UnescapeString(TagRE.ReplaceAllString(h, "\n") + "\n" + strings.Join(labels, "\n"))
}

func CheckNoRawKey(t *testing.T, where, h string) {
	t.Helper()
	for _, m := range RawKey.FindAllStringSubmatch(VisibleText(h), -1) {
		t.Errorf("%s: unresolved message key %q", where, m[1])
	}
}
