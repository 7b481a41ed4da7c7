package wasmsym

import "testing"

func TestPackage(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"github.com_maxence_charriere_go_app_v10_pkg_app.__Handler_.ServeHTTP", "github.com_maxence_charriere_go_app_v10_pkg_app"},
		{"runtime.mallocgc", "runtime"},
		{"arbiter_engine_msg.init.0", "arbiter_engine_msg"},
		{"encoding_json.__decodeState_.literalStore", "encoding_json"},
		{"rsc.io_qr.Encode", "rsc.io_qr"},
		{"wasm_export_run", "wasm_export_run"},
	} {
		if got := Package(c.in); got != c.want {
			t.Errorf("Package(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
