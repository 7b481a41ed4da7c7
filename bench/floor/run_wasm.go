//go:build wasm

package main

import "github.com/maxence-charriere/go-app/v10/pkg/app"

func main() {
	app.Window().Get("performance").Call("mark", "main") // as Arbiter's main does (bench/run.sh's breakdown)
	routes()
	app.RunWhenOnBrowser()
}
