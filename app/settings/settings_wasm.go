//go:build wasm

package settings

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// appVersion is the build's version, as the generated page told the wasm.
func appVersion() string { return app.Getenv("GOAPP_VERSION") }

// checkForUpdate asks the browser to look for a new service worker now; go-app then calls
// OnAppUpdate when one has activated.
func checkForUpdate() { app.TryUpdate() }
