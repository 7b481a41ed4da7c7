package engine

import (
	"errors"
	"fmt"
	"strings"

	"arbiter/engine/msg"
)

// Code classifies an Error; the app translates an error by its Key, or by its Code.
type Code string

const (
	EINVALID     Code = "EINVALID"     // an input is malformed or out of range
	ENOTFOUND    Code = "ENOTFOUND"    // an unknown ruleset, calculator, rule or record
	ECONFLICT    Code = "ECONFLICT"    // the request contradicts stored state
	EUNSUPPORTED Code = "EUNSUPPORTED" // a version or form this build does not know
	EINTERNAL    Code = "EINTERNAL"    // a bug: never expected, never a panic
)

// Error is the one structured error of the engine. Field names the input at fault; Key and
// Args give the translated sentence (engine/msg); Detail is an English fallback for logs.
type Error struct {
	Code   Code
	Field  string
	Key    string
	Args   []msg.Arg
	Detail string
	Err    error
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(string(e.Code))
	if e.Field != "" {
		b.WriteString(": ")
		b.WriteString(e.Field)
	}
	if d := e.detail(); d != "" {
		b.WriteString(": ")
		b.WriteString(d)
	}
	if e.Err != nil {
		b.WriteString(": ")
		b.WriteString(e.Err.Error())
	}
	return b.String()
}

func (e *Error) detail() string {
	if e.Detail != "" {
		return e.Detail
	}
	if e.Key != "" && msg.Has(e.Key) {
		return msg.T(msg.EN, e.Key, e.Args...)
	}
	return e.Key
}

func (e *Error) Unwrap() error { return e.Err }

// Message is the error as a sentence in lang, naming the field: ErrorMessage(e, lang, "").
func (e *Error) Message(lang msg.Lang) string { return e.message(lang, "") }

// message is e's sentence by its Key; without a Key the catalogue has, fallback's sentence (with
// e's Args) when fallback is set, else the English Detail, else "err.generic".
func (e *Error) message(lang msg.Lang, fallback string) string {
	switch {
	case e.Key != "" && msg.Has(e.Key):
		return msg.T(lang, e.Key, e.Args...)
	case fallback != "":
		return msg.T(lang, fallback, e.Args...)
	case e.Detail != "":
		return e.Detail
	}
	return msg.T(lang, "err.generic")
}

// ErrorMessage is err as the sentence a person reads, in lang: the sentence of every *Error in
// err (an ErrorList's in order, joined by a space; else the first *Error err wraps), each by its
// Key and Args. fallback is the message key for an error with no sentence of its own — an
// *Error whose Key the catalogue lacks (its Args are passed on), or an error from outside the
// engine; with fallback "" such an error reads as its own text (an *Error's Detail, any other
// error's Error()), else "err.generic". nil gives "".
func ErrorMessage(err error, lang msg.Lang, fallback string) string {
	if err == nil {
		return ""
	}
	list := Errors(err)
	switch len(list) {
	case 0:
		if fallback != "" {
			return msg.T(lang, fallback)
		}
		if s := err.Error(); s != "" {
			return s
		}
		return msg.T(lang, "err.generic")
	}
	parts := make([]string, len(list))
	for i, e := range list {
		parts[i] = e.message(lang, fallback)
	}
	return strings.Join(parts, " ")
}

// Errors returns the *Errors in err: an ErrorList's (the first ErrorList err wraps), else the
// first *Error it wraps, else nil.
func Errors(err error) ErrorList {
	if l, ok := errors.AsType[ErrorList](err); ok {
		return l
	}
	if e, ok := errors.AsType[*Error](err); ok {
		return ErrorList{e}
	}
	return nil
}

// Errorf returns an Error with code and an English detail.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Detail: fmt.Sprintf(format, args...)}
}

// Invalid reports field outside [min, max]: the sentence names the field and the allowed range.
func Invalid(field string, min, max any) *Error {
	return &Error{Code: EINVALID, Field: field, Key: "err.range",
		Args: []msg.Arg{msg.A("field", msg.FieldRef(field)), msg.A("min", min), msg.A("max", max)}}
}

// InvalidKey reports field as invalid with a specific message key.
func InvalidKey(field, key string, args ...msg.Arg) *Error {
	a := append([]msg.Arg{msg.A("field", msg.FieldRef(field))}, args...)
	return &Error{Code: EINVALID, Field: field, Key: key, Args: a}
}

// ErrorCode returns the code of err's first *Error, EINTERNAL for any other error, "" for nil.
func ErrorCode(err error) Code {
	if err == nil {
		return ""
	}
	if e, ok := errors.AsType[*Error](err); ok {
		return e.Code
	}
	return EINTERNAL
}

// ErrorList collects positioned errors of a whole-form or whole-session validation.
type ErrorList []*Error

func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0].Error(), len(l)-1)
}

// Err returns nil for an empty list, else the list.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// Unwrap exposes the list's errors to errors.Is/As.
func (l ErrorList) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}
