package browser

import "errors"

// The director's signing key lives in the browser (web/sign.js, Web Crypto Ed25519, the private
// key a CryptoKey in IndexedDB, exported only wrapped with a passphrase): these functions are
// the wasm's thin adapter to it. Each calls done once, on a JavaScript callback's goroutine or
// the caller's; natively (sign_other.go) done gets ErrSignUnsupported.

// The refusals of the signing functions.
var (
	ErrSignUnsupported = errors.New("this browser cannot sign or verify Ed25519 in Web Crypto")
	ErrNoKey           = errors.New("this device has no signing key")
	ErrPassphrase      = errors.New("the passphrase does not open the key file")
	ErrKeyFile         = errors.New("this is not a key file")
)

// signError maps web/sign.js's refusal codes to the errors above (others: ErrSignUnsupported).
func signError(code string) error {
	switch code {
	case "nokey":
		return ErrNoKey
	case "passphrase":
		return ErrPassphrase
	case "file":
		return ErrKeyFile
	}
	return ErrSignUnsupported
}
