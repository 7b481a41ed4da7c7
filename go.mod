module arbiter

go 1.26

require (
	github.com/agnivade/wasmbrowsertest v0.11.0 // indirect
	github.com/andybalholm/brotli v1.2.0 // indirect
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/chromedp/chromedp v0.23.0 // indirect
	github.com/go-interpreter/wagon v0.6.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/google/pprof v0.0.0-20240727154555-813a5fbdbec8 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/maxence-charriere/go-app/v10 v10.1.11 // indirect
	github.com/sqids/sqids-go v0.4.1 // indirect
	rsc.io/qr v0.2.0 // indirect
)

tool github.com/agnivade/wasmbrowsertest
