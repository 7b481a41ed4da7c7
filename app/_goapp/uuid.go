package app

import (
	"math/rand/v2"
)

// Arbiter: newUUID replaces github.com/google/uuid's NewString, which reads crypto/rand and
// with it links Go's FIPS module (AES, SHA-2, SHA-3, HMAC, a DRBG) into the wasm
// (app/_goapp/README.md). The IDs it makes (the device's ID, the state broadcast's own ID)
// name, they guard nothing: a version 4 UUID from math/rand/v2, whose generator the runtime
// seeds from the browser's crypto.getRandomValues.
func newUUID() string {
	var b [16]byte
	for i := 0; i < 16; i += 8 {
		u := rand.Uint64()
		for j := 0; j < 8; j++ {
			b[i+j] = byte(u >> (8 * j))
		}
	}
	b[6] = b[6]&0x0f | 0x40 // version 4
	b[8] = b[8]&0x3f | 0x80 // RFC 9562 variant
	const hex = "0123456789abcdef"
	out := make([]byte, 0, 36)
	for i, c := range b {
		if i == 4 || i == 6 || i == 8 || i == 10 {
			out = append(out, '-')
		}
		out = append(out, hex[c>>4], hex[c&15])
	}
	return string(out)
}
