//go:build !wasm

package browser

// Natively there is no Web Crypto: every signing function answers ErrSignUnsupported.

func SignAlgorithm(done func(alg string))                            { done("") }
func SignCurrent(done func(pub string, err error))                   { done("", ErrSignUnsupported) }
func SignCreate(done func(pub string, err error))                    { done("", ErrSignUnsupported) }
func Sign(text string, done func(key, sig string, err error))        { done("", "", ErrSignUnsupported) }
func Verify(key, sig, text string, done func(ok bool, err error))    { done(false, ErrSignUnsupported) }
func SignExport(pass string, done func(file string, err error))      { done("", ErrSignUnsupported) }
func SignImport(file, pass string, done func(pub string, err error)) { done("", ErrSignUnsupported) }
