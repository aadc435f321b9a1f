import type { TranslationMessages } from 'react-admin';

const messages: TranslationMessages = {
    ra: {
        action: {
            add_filter: 'Tilføj filter',
            add: 'Tilføj',
            back: 'Gå tilbage',
            bulk_actions: '1 element valgt |||| %{smart_count} elementer valgt',
            cancel: 'Annuller',
            clear_array_input: 'Ryd listen',
            clear_input_value: 'Ryd værdi',
            clone: 'Dupliker',
            confirm: 'Bekræft',
            create: 'Opret',
            create_item: 'Opret %{item}',
            delete: 'Slet',
            edit: 'Rediger',
            export: 'Eksporter',
            list: 'Liste',
            refresh: 'Opdater',
            remove_filter: 'Fjern dette filter',
            remove_all_filters: 'Fjern alle filtre',
            remove: 'Fjern',
            reset: 'Nulstil',
            save: 'Gem',
            search: 'Søg',
            search_columns: 'Søg i kolonner',
            select_all: 'Vælg alle',
            select_all_button: 'Vælg alle',
            select_row: 'Vælg denne række',
            show: 'Vis',
            sort: 'Sorter',
            undo: 'Fortryd',
            unselect: 'Fravælg',
            expand: 'Udvid',
            close: 'Luk',
            open_menu: 'Åbn menu',
            close_menu: 'Luk menu',
            update: 'Opdater',
            move_up: 'Flyt op',
            move_down: 'Flyt ned',
            open: 'Åbn',
            toggle_theme: 'Skift mellem lyst/mørkt tema',
            select_columns: 'Kolonner',
            update_application: 'Genindlæs applikationen',
        },
        boolean: {
            true: 'Ja',
            false: 'Nej',
            null: ' ',
        },
        page: {
            create: 'Opret %{name}',
            dashboard: 'Oversigt',
            edit: '%{name} %{recordRepresentation}',
            error: 'Noget gik galt',
            list: '%{name}',
            loading: 'Indlæser',
            not_found: 'Ikke fundet',
            show: '%{name} %{recordRepresentation}',
            empty: 'Ingen %{name} endnu.',
            invite: 'Vil du tilføje en?',
            access_denied: 'Adgang nægtet',
            authentication_error: 'Godkendelsesfejl',
        },
        input: {
            file: {
                upload_several:
                    'Slip filer her for at uploade dem, eller klik for at vælge en.',
                upload_single:
                    'Slip en fil her for at uploade den, eller klik for at vælge den.',
            },
            image: {
                upload_several:
                    'Slip billeder her for at uploade dem, eller klik for at vælge et.',
                upload_single:
                    'Slip et billede her for at uploade det, eller klik for at vælge det.',
            },
            references: {
                all_missing: 'Referencedata kunne ikke findes.',
                many_missing:
                    'Mindst én af de tilknyttede referencer ser ikke længere ud til at være tilgængelig.',
                single_missing:
                    'Den tilknyttede reference ser ikke længere ud til at være tilgængelig.',
            },
            password: {
                toggle_visible: 'Skjul adgangskode',
                toggle_hidden: 'Vis adgangskode',
            },
        },
        message: {
            about: 'Om',
            access_denied:
                'Du har ikke de nødvendige rettigheder til at få adgang til denne side',
            are_you_sure: 'Er du sikker?',
            authentication_error:
                'Godkendelsesserveren returnerede en fejl, og dine loginoplysninger kunne ikke kontrolleres.',
            auth_error:
                'Der opstod en fejl under valideringen af godkendelsestokenet.',
            bulk_delete_content:
                'Er du sikker på, at du vil slette %{name}? |||| Er du sikker på, at du vil slette disse %{smart_count} elementer?',
            bulk_delete_title:
                'Slet %{name} |||| Slet %{smart_count} %{name}',
            bulk_update_content:
                'Er du sikker på, at du vil opdatere %{name} %{recordRepresentation}? |||| Er du sikker på, at du vil opdatere disse %{smart_count} elementer?',
            bulk_update_title:
                'Opdater %{name} %{recordRepresentation} |||| Opdater %{smart_count} %{name}',
            clear_array_input:
                'Er du sikker på, at du vil rydde hele listen?',
            delete_content: 'Er du sikker på, at du vil slette %{name}?',
            delete_title: 'Slet %{name} %{recordRepresentation}',
            details: 'Detaljer',
            error: 'Der opstod en fejl i klienten, og din anmodning kunne ikke gennemføres.',
            invalid_form:
                'Formularen er ikke gyldig. Kontroller venligst for fejl',
            loading: 'Vent venligst',
            no: 'Nej',
            not_found:
                'Enten har du indtastet en forkert URL, eller også har du fulgt et ugyldigt link.',
            select_all_limit_reached:
                'Der er for mange elementer til, at de alle kan vælges. Kun de første %{max} elementer er valgt.',
            unsaved_changes:
                'Nogle af dine ændringer er ikke gemt. Er du sikker på, at du vil se bort fra dem?',
            yes: 'Ja',
            placeholder_data_warning:
                'Netværksproblem: Opdatering af data mislykkedes.',
        },
        navigation: {
            clear_filters: 'Ryd filtre',
            no_filtered_results: 'Ingen %{name} fundet med de aktuelle filtre.',
            no_results: 'Ingen %{name} fundet',
            no_more_results:
                'Sidenummer %{page} er uden for det gyldige interval. Prøv den forrige side.',
            page_out_of_boundaries:
                'Sidenummer %{page} er uden for det gyldige interval',
            page_out_from_end: 'Kan ikke gå længere end sidste side',
            page_out_from_begin: 'Kan ikke gå før side 1',
            page_range_info: '%{offsetBegin}-%{offsetEnd} af %{total}',
            partial_page_range_info:
                '%{offsetBegin}-%{offsetEnd} af mere end %{offsetEnd}',
            current_page: 'Side %{page}',
            page: 'Gå til side %{page}',
            first: 'Gå til første side',
            last: 'Gå til sidste side',
            next: 'Gå til næste side',
            previous: 'Gå til forrige side',
            page_rows_per_page: 'Rækker pr. side:',
            skip_nav: 'Gå til indhold',
        },
        sort: {
            sort_by: 'Sorter efter %{field_lower_first} %{order}',
            ASC: 'stigende',
            DESC: 'faldende',
        },
        auth: {
            auth_check_error: 'Log ind for at fortsætte',
            user_menu: 'Profil',
            username: 'Brugernavn',
            password: 'Adgangskode',
            email: 'E-mail',
            sign_in: 'Log ind',
            sign_in_error: 'Godkendelse mislykkedes, prøv igen',
            logout: 'Log ud',
        },
        notification: {
            updated:
                'Element opdateret |||| %{smart_count} elementer opdateret',
            created: 'Element oprettet',
            deleted: 'Element slettet |||| %{smart_count} elementer slettet',
            bad_item: 'Ugyldigt element',
            item_doesnt_exist: 'Elementet findes ikke',
            http_error: 'Fejl i kommunikationen med serveren',
            data_provider_error:
                'Fejl i dataProvider. Se konsollen for detaljer.',
            i18n_error:
                'Oversættelserne for det valgte sprog kunne ikke indlæses',
            canceled: 'Handling annulleret',
            logged_out: 'Din session er udløbet. Log venligst ind igen.',
            not_authorized:
                'Du har ikke tilladelse til at få adgang til denne ressource.',
            application_update_available: 'En ny version er tilgængelig.',
            offline: 'Ingen forbindelse. Data kunne ikke hentes.',
        },
        validation: {
            required: 'Påkrævet',
            minLength: 'Skal være på mindst %{min} tegn',
            maxLength: 'Må højst være på %{max} tegn',
            minValue: 'Skal være mindst %{min}',
            maxValue: 'Må højst være %{max}',
            number: 'Skal være et tal',
            email: 'Skal være en gyldig e-mailadresse',
            oneOf: 'Skal være en af: %{options}',
            regex: 'Skal matche et bestemt format (regexp): %{pattern}',
            unique: 'Skal være unik',
        },
        saved_queries: {
            label: 'Gemte søgninger',
            query_name: 'Navn på søgning',
            new_label: 'Gem aktuel søgning...',
            new_dialog_title: 'Gem aktuel søgning som',
            remove_label: 'Fjern gemt søgning',
            remove_label_with_name: 'Fjern søgningen "%{name}"',
            remove_dialog_title: 'Fjern gemt søgning?',
            remove_message:
                'Er du sikker på, at du vil fjerne dette element fra din liste over gemte søgninger?',
            help: 'Filtrer listen, og gem denne søgning til senere',
        },
        guesser: {
            empty: {
                title: 'Ingen data at vise',
                message: 'Kontroller venligst din dataudbyder',
            },
        },
        configurable: {
            customize: 'Tilpas',
            configureMode: 'Konfigurer denne side',
            inspector: {
                title: 'Inspektør',
                content:
                    'Hold musen over elementerne i brugerfladen for at konfigurere dem',
                reset: 'Nulstil indstillinger',
                hideAll: 'Skjul alle',
                showAll: 'Vis alle',
            },
            Datagrid: {
                title: 'Datatabel',
                unlabeled: 'Kolonne uden navn #%{column}',
            },
            SimpleForm: {
                title: 'Formular',
                unlabeled: 'Felt uden navn #%{input}',
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
