// Package sizes measures what a file costs on the wire: raw, gzip -9 and brotli -q 11.
package sizes

import (
	"bytes"
	"compress/gzip"

	"github.com/andybalholm/brotli"
)

// Sizes are a file's bytes raw and compressed.
type Sizes struct {
	Raw    int `json:"raw"`
	Gzip   int `json:"gzip9"`
	Brotli int `json:"brotli11"`
}

// Add returns the sum of s and t.
func (s Sizes) Add(t Sizes) Sizes {
	return Sizes{s.Raw + t.Raw, s.Gzip + t.Gzip, s.Brotli + t.Brotli}
}

// Of measures b.
func Of(b []byte) Sizes {
	return Sizes{Raw: len(b), Gzip: Gzip(b), Brotli: Brotli(b)}
}

// Gzip returns the length of b compressed as gzip -9 does.
func Gzip(b []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(b)
	w.Close()
	return buf.Len()
}

// Brotli returns the length of b compressed as brotli -q 11 does (quality 11, the command's
// default 24-bit window). The encoder is deterministic: the same input gives the same length.
func Brotli(b []byte) int {
	var buf bytes.Buffer
	w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: 11, LGWin: 24})
	w.Write(b)
	w.Close()
	return buf.Len()
}
