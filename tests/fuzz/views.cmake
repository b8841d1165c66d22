knobel_fuzzer(views_file)
knobel_fuzzer(views_link)
