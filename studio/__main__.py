from studio.cli import main

raise SystemExit(main())
