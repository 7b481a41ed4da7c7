//go:build wasm

package browser

import (
	"syscall/js"
	"time"
)

// signAPI calls fn with web/sign.js's functions once the script has run (it is deferred: the
// wasm may start first), or with an undefined value after about 5 seconds without it.
func signAPI(fn func(api js.Value)) {
	for i := 0; ; i++ {
		api := js.Global().Get("arbiterSign")
		if api.Truthy() || i >= 50 {
			fn(api)
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// signCall calls method of web/sign.js with args and hands its promise's value, or its refusal,
// to done, once.
func signCall(method string, args []any, done func(v js.Value, err error)) {
	go signAPI(func(api js.Value) {
		defer func() {
			if recover() != nil {
				done(js.Undefined(), ErrSignUnsupported)
			}
		}()
		if !api.Truthy() {
			done(js.Undefined(), ErrSignUnsupported)
			return
		}
		var ok, no js.Func
		release := func() { ok.Release(); no.Release() }
		ok = js.FuncOf(func(_ js.Value, a []js.Value) any {
			release()
			v := js.Undefined()
			if len(a) > 0 {
				v = a[0]
			}
			go done(v, nil)
			return nil
		})
		no = js.FuncOf(func(_ js.Value, a []js.Value) any {
			release()
			code := ""
			if len(a) > 0 && a[0].Type() == js.TypeObject && a[0].Get("message").Type() == js.TypeString {
				code = a[0].Get("message").String()
			}
			go done(js.Undefined(), signError(code))
			return nil
		})
		api.Call(method, args...).Call("then", ok, no)
	})
}

func str(v js.Value) string {
	if v.Type() == js.TypeString {
		return v.String()
	}
	return ""
}

// SignAlgorithm answers "Ed25519" when this browser signs and verifies it, else "".
func SignAlgorithm(done func(alg string)) {
	signCall("algorithm", nil, func(v js.Value, err error) { done(str(v)) })
}

// SignCurrent answers this device's public key (base64url), "" when it has none.
func SignCurrent(done func(pub string, err error)) {
	signCall("current", nil, func(v js.Value, err error) { done(str(v), err) })
}

// SignCreate makes a new key pair for this device (replacing its key) and answers its public key.
func SignCreate(done func(pub string, err error)) {
	signCall("create", nil, func(v js.Value, err error) { done(str(v), err) })
}

// Sign answers this device's public key and its signature over text (both base64url).
func Sign(text string, done func(key, sig string, err error)) {
	signCall("sign", []any{text}, func(v js.Value, err error) {
		if err != nil || v.Type() != js.TypeObject {
			if err == nil {
				err = ErrSignUnsupported
			}
			done("", "", err)
			return
		}
		done(str(v.Get("key")), str(v.Get("sig")), nil)
	})
}

// Verify answers whether sig is key's signature over text (key and sig base64url).
func Verify(key, sig, text string, done func(ok bool, err error)) {
	signCall("verify", []any{key, sig, text}, func(v js.Value, err error) {
		done(err == nil && v.Type() == js.TypeBoolean && v.Bool(), err)
	})
}

// SignExport answers the key file: this device's private key wrapped with pass.
func SignExport(pass string, done func(file string, err error)) {
	signCall("exportWrapped", []any{pass}, func(v js.Value, err error) { done(str(v), err) })
}

// SignImport keeps the key of a file SignExport wrote, opened with pass, as this device's
// (replacing its key), and answers its public key.
func SignImport(file, pass string, done func(pub string, err error)) {
	signCall("importWrapped", []any{file, pass}, func(v js.Value, err error) { done(str(v), err) })
}
