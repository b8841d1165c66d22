knobel_fuzzer(nullgame_file)
knobel_fuzzer(nullgame_link)
