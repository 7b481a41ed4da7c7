//go:build !wasm

package main

import (
	"errors"
	"time"

	"arbiter/engine/eventlog"
)

// Natively (pre-rendering, tests) the log is eventlog.Mem.
func openBackend(lookup eventlog.Lookup, onClose func()) (eventlog.Store, error) {
	return eventlog.NewMem(lookup), nil
}

func announceLog()               {}
func requestPersist()            {}
func setLocal(key, value string) {}
func nowMinute() eventlog.Minute { return eventlog.MinuteOf(time.Now()) }
func locationOrigin() string     { return "http://127.0.0.1" }

func shareOrCopy(url, title string, done func(how string)) {}

func download(name string, data []byte) {}

func readInputFile(id string) ([]byte, error) { return nil, errors.New("no file") }

func printPage() {}
