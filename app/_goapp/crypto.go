package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/errors"
)

// Arbiter: go-app's encrypted state (State.PersistWithEncryption, Context.Encrypt and
// Decrypt) is left out of the wasm with crypto/aes, crypto/cipher and crypto/rand
// (app/_goapp/README.md): Arbiter keeps nothing secret in the browser's storage.
var errNoEncryption = errors.New("encrypted state is not in Arbiter's wasm build (app/_goapp/README.md)")

func encrypt(key string, v []byte) ([]byte, error) {
	return nil, errNoEncryption
}

func decrypt(key string, v []byte) ([]byte, error) {
	return nil, errNoEncryption
}
