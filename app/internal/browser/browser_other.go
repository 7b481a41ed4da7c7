//go:build !wasm

package browser

import (
	"errors"
	"time"
)

// Natively (pre-rendering, tests) there is no browser: nothing is downloaded, shared, printed
// or stored, and no callback is ever called.

func Download(name, mimeType string, data []byte)                               {}
func ShareOrCopy(url, title string, done func(how string))                      {}
func ReadFile(id string) ([]byte, error)                                        { return nil, errors.New("no file") }
func ReadText(id string, max int, done func(name, text string, err error)) bool { return false }
func Print()                                                                    {}
func StorageEstimate(done func(StorageInfo))                                    {}
func RequestPersist(done func(granted bool))                                    {}
func HasLocal(key string) bool                                                  { return false }
func SetLocal(key, value string)                                                {}
func RemoveLocal(key string)                                                    {}
func GetLocal(key string) string                                                { return "" }
func LocalTime() time.Time                                                      { return time.Now() }
func Origin() string                                                            { return "http://127.0.0.1" }

// Channel is a BroadcastChannel between the app's tabs; natively there are no other tabs.
type Channel struct{}

func OpenChannel(name string, onMessage func()) *Channel { return &Channel{} }
func (c *Channel) Post(message string)                   {}
