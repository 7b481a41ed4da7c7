package msg

func init() {
	Register(map[string]Text{
		"common.yes":   {"yes", "da", "igen"},
		"common.no":    {"no", "ne", "nem"},
		"err.generic":  {"This input cannot be used.", "Ovaj unos nije moguće koristiti.", "Ez a bevitel nem használható."},
		"err.range":    {"{field}: enter a value from {min} to {max}.", "{field}: unesite vrednost od {min} do {max}.", "{field}: {min} és {max} közötti értéket adjon meg."},
		"err.required": {"{field}: this field is required.", "{field}: ovo polje je obavezno.", "{field}: ez a mező kötelező."},
		"err.number":   {"{field}: enter a whole number from {min} to {max}.", "{field}: unesite ceo broj od {min} do {max}.", "{field}: {min} és {max} közötti egész számot adjon meg."},
		"err.decimal":  {"{field}: enter a number from {min} to {max} with at most {prec} decimals.", "{field}: unesite broj od {min} do {max} (najveći broj decimala: {prec}).", "{field}: {min} és {max} közötti számot adjon meg, legfeljebb {prec} tizedesjeggyel."},
		"err.enum":     {"{field}: choose one of: {options}.", "{field}: izaberite jedno od: {options}.", "{field}: válasszon ezek közül: {options}."},
		"err.bool":     {"{field}: answer yes or no.", "{field}: odgovorite sa da ili ne.", "{field}: igennel vagy nemmel válaszoljon."},
		"err.datetime": {"{field}: enter a date and time as YYYY-MM-DD HH:MM.", "{field}: unesite datum i vreme u obliku GGGG-MM-DD ČČ:MM.", "{field}: a dátumot és időt ÉÉÉÉ-HH-NN ÓÓ:PP alakban adja meg."},
		"err.list":     {"{field}: enter from {min} to {max} values.", "{field}: unesite od {min} do {max} vrednosti.", "{field}: {min}–{max} értéket adjon meg."},
		// a list of a fixed length, and one with no upper bound (err.list would read "from 3 to 3")
		"err.list.exact": {"{field}: the number of values must be {n}.", "{field}: broj vrednosti mora biti {n}.", "{field}: az értékek száma pontosan {n} legyen."},
		"err.list.min":   {"{field}: too few values (at least {min}).", "{field}: premalo vrednosti (najmanje {min}).", "{field}: túl kevés érték (legalább {min})."},
		"err.hand":       {"{field}: a hand must have exactly {cards} different cards, written as S… H… D… C….", "{field}: ruka mora imati tačno {cards} različitih karata, zapisanih kao P… H… K… T….", "{field}: a kéznek pontosan {cards} különböző lapból kell állnia, P… KŐ… KÁ… T… alakban."},
		"err.contract":   {"{field}: write a contract as level, strain and doubling, e.g. 4SX, 3NT or PASS.", "{field}: upišite kontrakt kao nivo, boju i kontru, npr. 4PX, 3BA ili PAS.", "{field}: a felvételt szint, szín és kontra alakban írja, pl. 4PX, 3SZA vagy PASSZ."},
		"err.card":       {"{field}: write a card as suit and rank, e.g. D8.", "{field}: upišite kartu kao boju i vrednost, npr. K8.", "{field}: a lapot szín és érték alakban írja, pl. KÁ8."},
	})
}

func init() {
	Register(map[string]Text{
		"err.entry": {"{field}: write a result as contract, declarer and result, e.g. 4SX N -2, 3NT S = or PASS.", "{field}: upišite rezultat kao kontrakt, izvođača i ishod, npr. 4PX J -2, 3BA Z = ili PAS.", "{field}: az eredményt felvétel, felvevő és eredmény alakban írja, pl. 4PX D -2, 3SZA É = vagy PASSZ."},
	})
}
