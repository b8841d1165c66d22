knobel_fuzzer(views_file)
knobel_fuzzer(views_link)
knobel_fuzzer(views_move)
