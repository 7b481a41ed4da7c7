//go:build !wasm

package main

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// appVersion is the generator's version (the pre-rendered page shows it before the wasm runs).
func appVersion() string { return version }

func checkForUpdate() {}

// readClubFile has no file to read outside the browser.
func readClubFile(ctx app.Context, in app.Value, done func(name, text string, err error)) {}

// storageEstimate: no browser storage outside the browser.
func storageEstimate(ctx app.Context, done func(storageInfo)) {}
