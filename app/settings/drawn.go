package settings

import (
	"arbiter/app/internal/browser"
	"arbiter/engine"
	"arbiter/engine/club"
	"arbiter/engine/msg"
)

// Drawn is Settings in language l with these values, for a native render (tests of other
// packages). Its fields stay unexported: go-app copies a component's exported fields from the
// parent's new instance on every redraw.
func Drawn(l msg.Lang, defRS string, f *club.File, device bool, version string, store browser.StorageInfo, clubErr *engine.Error) *SettingsPage {
	return &SettingsPage{lang: l, defRS: defRS, club: f, device: device, version: version, store: store, clubErr: clubErr}
}
