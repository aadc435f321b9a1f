import type { TranslationMessages } from 'react-admin';

const messages: TranslationMessages = {
    ra: {
        action: {
            add_filter: 'Legg til filter',
            add: 'Legg til',
            back: 'Gå tilbake',
            bulk_actions: '1 element valgt |||| %{smart_count} elementer valgt',
            cancel: 'Avbryt',
            clear_array_input: 'Tøm listen',
            clear_input_value: 'Fjern verdi',
            clone: 'Dupliser',
            confirm: 'Bekreft',
            create: 'Opprett',
            create_item: 'Opprett %{item}',
            delete: 'Slett',
            edit: 'Rediger',
            export: 'Eksporter',
            list: 'Liste',
            refresh: 'Oppdater',
            remove_filter: 'Fjern dette filteret',
            remove_all_filters: 'Fjern alle filtre',
            remove: 'Fjern',
            reset: 'Tilbakestill',
            save: 'Lagre',
            search: 'Søk',
            search_columns: 'Søk i kolonner',
            select_all: 'Velg alle',
            select_all_button: 'Velg alle',
            select_row: 'Velg denne raden',
            show: 'Vis',
            sort: 'Sorter',
            undo: 'Angre',
            unselect: 'Fjern valg',
            expand: 'Utvid',
            close: 'Lukk',
            open_menu: 'Åpne meny',
            close_menu: 'Lukk meny',
            update: 'Oppdater',
            move_up: 'Flytt opp',
            move_down: 'Flytt ned',
            open: 'Åpne',
            toggle_theme: 'Bytt mellom lys/mørk modus',
            select_columns: 'Kolonner',
            update_application: 'Last inn applikasjonen på nytt',
        },
        boolean: {
            true: 'Ja',
            false: 'Nei',
            null: ' ',
        },
        page: {
            create: 'Opprett %{name}',
            dashboard: 'Oversikt',
            edit: '%{name} %{recordRepresentation}',
            error: 'Noe gikk galt',
            list: '%{name}',
            loading: 'Laster inn',
            not_found: 'Ikke funnet',
            show: '%{name} %{recordRepresentation}',
            empty: 'Ingen %{name} ennå.',
            invite: 'Vil du legge til en?',
            access_denied: 'Ingen tilgang',
            authentication_error: 'Autentiseringsfeil',
        },
        input: {
            file: {
                upload_several:
                    'Slipp filer her for å laste dem opp, eller klikk for å velge en.',
                upload_single:
                    'Slipp en fil her for å laste den opp, eller klikk for å velge den.',
            },
            image: {
                upload_several:
                    'Slipp bilder her for å laste dem opp, eller klikk for å velge et.',
                upload_single:
                    'Slipp et bilde her for å laste det opp, eller klikk for å velge det.',
            },
            references: {
                all_missing: 'Finner ikke referansedata.',
                many_missing:
                    'Minst én av de tilknyttede referansene ser ikke lenger ut til å være tilgjengelig.',
                single_missing:
                    'Den tilknyttede referansen ser ikke lenger ut til å være tilgjengelig.',
            },
            password: {
                toggle_visible: 'Skjul passord',
                toggle_hidden: 'Vis passord',
            },
        },
        message: {
            about: 'Om',
            access_denied:
                'Du har ikke de nødvendige rettighetene for å få tilgang til denne siden',
            are_you_sure: 'Er du sikker?',
            authentication_error:
                'Autentiseringsserveren returnerte en feil, og påloggingsinformasjonen din kunne ikke kontrolleres.',
            auth_error:
                'Det oppstod en feil under validering av autentiseringstokenet.',
            bulk_delete_content:
                'Er du sikker på at du vil slette %{name}? |||| Er du sikker på at du vil slette disse %{smart_count} elementene?',
            bulk_delete_title:
                'Slett %{name} |||| Slett %{smart_count} %{name}',
            bulk_update_content:
                'Er du sikker på at du vil oppdatere %{name} %{recordRepresentation}? |||| Er du sikker på at du vil oppdatere disse %{smart_count} elementene?',
            bulk_update_title:
                'Oppdater %{name} %{recordRepresentation} |||| Oppdater %{smart_count} %{name}',
            clear_array_input:
                'Er du sikker på at du vil tømme hele listen?',
            delete_content: 'Er du sikker på at du vil slette %{name}?',
            delete_title: 'Slett %{name} %{recordRepresentation}',
            details: 'Detaljer',
            error: 'Det oppstod en klientfeil, og forespørselen din kunne ikke fullføres.',
            invalid_form: 'Skjemaet er ikke gyldig. Kontroller feilene',
            loading: 'Vent litt',
            no: 'Nei',
            not_found:
                'Enten har du skrevet inn feil URL, eller så har du fulgt en ugyldig lenke.',
            select_all_limit_reached:
                'Det er for mange elementer til å velge alle. Bare de første %{max} elementene ble valgt.',
            unsaved_changes:
                'Noen av endringene dine er ikke lagret. Er du sikker på at du vil se bort fra dem?',
            yes: 'Ja',
            placeholder_data_warning:
                'Nettverksproblem: Oppdatering av data mislyktes.',
        },
        navigation: {
            clear_filters: 'Fjern filtre',
            no_filtered_results: 'Fant ingen %{name} med gjeldende filtre.',
            no_results: 'Fant ingen %{name}',
            no_more_results:
                'Sidenummer %{page} er utenfor gyldig område. Prøv forrige side.',
            page_out_of_boundaries:
                'Sidenummer %{page} er utenfor gyldig område',
            page_out_from_end: 'Kan ikke gå forbi siste side',
            page_out_from_begin: 'Kan ikke gå før side 1',
            page_range_info: '%{offsetBegin}-%{offsetEnd} av %{total}',
            partial_page_range_info:
                '%{offsetBegin}-%{offsetEnd} av mer enn %{offsetEnd}',
            current_page: 'Side %{page}',
            page: 'Gå til side %{page}',
            first: 'Gå til første side',
            last: 'Gå til siste side',
            next: 'Gå til neste side',
            previous: 'Gå til forrige side',
            page_rows_per_page: 'Rader per side:',
            skip_nav: 'Hopp til innhold',
        },
        sort: {
            sort_by: 'Sorter etter %{field_lower_first} %{order}',
            ASC: 'stigende',
            DESC: 'synkende',
        },
        auth: {
            auth_check_error: 'Logg inn for å fortsette',
            user_menu: 'Profil',
            username: 'Brukernavn',
            password: 'Passord',
            email: 'E-post',
            sign_in: 'Logg inn',
            sign_in_error: 'Autentisering mislyktes, prøv igjen',
            logout: 'Logg ut',
        },
        notification: {
            updated:
                'Element oppdatert |||| %{smart_count} elementer oppdatert',
            created: 'Element opprettet',
            deleted: 'Element slettet |||| %{smart_count} elementer slettet',
            bad_item: 'Ugyldig element',
            item_doesnt_exist: 'Elementet finnes ikke',
            http_error: 'Feil i kommunikasjonen med serveren',
            data_provider_error:
                'Feil i dataProvider. Se konsollen for detaljer.',
            i18n_error:
                'Kan ikke laste inn oversettelsene for det valgte språket',
            canceled: 'Handlingen ble avbrutt',
            logged_out: 'Økten din er avsluttet. Logg inn på nytt.',
            not_authorized:
                'Du har ikke tilgang til denne ressursen.',
            application_update_available: 'En ny versjon er tilgjengelig.',
            offline: 'Ingen tilkobling. Kunne ikke hente data.',
        },
        validation: {
            required: 'Påkrevd',
            minLength: 'Må være minst %{min} tegn',
            maxLength: 'Kan ikke være mer enn %{max} tegn',
            minValue: 'Må være minst %{min}',
            maxValue: 'Kan ikke være mer enn %{max}',
            number: 'Må være et tall',
            email: 'Må være en gyldig e-postadresse',
            oneOf: 'Må være en av: %{options}',
            regex: 'Må samsvare med et bestemt format (regexp): %{pattern}',
            unique: 'Må være unik',
        },
        saved_queries: {
            label: 'Lagrede søk',
            query_name: 'Navn på søk',
            new_label: 'Lagre gjeldende søk...',
            new_dialog_title: 'Lagre gjeldende søk som',
            remove_label: 'Fjern lagret søk',
            remove_label_with_name: 'Fjern søket "%{name}"',
            remove_dialog_title: 'Fjern lagret søk?',
            remove_message:
                'Er du sikker på at du vil fjerne dette elementet fra listen over lagrede søk?',
            help: 'Filtrer listen og lagre dette søket til senere',
        },
        guesser: {
            empty: {
                title: 'Ingen data å vise',
                message: 'Kontroller dataleverandøren din',
            },
        },
        configurable: {
            customize: 'Tilpass',
            configureMode: 'Konfigurer denne siden',
            inspector: {
                title: 'Inspektør',
                content:
                    'Hold musepekeren over elementer i brukergrensesnittet for å konfigurere dem',
                reset: 'Tilbakestill innstillinger',
                hideAll: 'Skjul alle',
                showAll: 'Vis alle',
            },
            Datagrid: {
                title: 'Datatabell',
                unlabeled: 'Kolonne uten navn #%{column}',
            },
            SimpleForm: {
                title: 'Skjema',
                unlabeled: 'Felt uten navn #%{input}',
            },
            SimpleList: {
                title: 'Liste',
                primaryText: 'Primærtekst',
                secondaryText: 'Sekundærtekst',
                tertiaryText: 'Tertiærtekst',
            },
        },
    },
};

export default messages;
