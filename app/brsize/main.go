// Command brsize prints the size of a file compressed with brotli at quality 11, as a host
// that serves it with Content-Encoding: br would send it.
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/andybalholm/brotli"
)

type counter int64

func (c *counter) Write(p []byte) (int, error) { *c += counter(len(p)); return len(p), nil }

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: brsize FILE")
		os.Exit(2)
	}
	f, err := os.Open(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer f.Close()
	var n counter
	w := brotli.NewWriterLevel(&n, brotli.BestCompression)
	if _, err := io.Copy(w, f); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	w.Close()
	fmt.Println(int64(n))
}
