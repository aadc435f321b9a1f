import type { TranslationMessages } from 'react-admin';

const messages: TranslationMessages = {
    ra: {
        action: {
            add_filter: 'Lisää suodatin',
            add: 'Lisää',
            back: 'Takaisin',
            bulk_actions: '1 kohde valittu |||| %{smart_count} kohdetta valittu',
            cancel: 'Peruuta',
            clear_array_input: 'Tyhjennä luettelo',
            clear_input_value: 'Tyhjennä arvo',
            clone: 'Monista',
            confirm: 'Vahvista',
            create: 'Luo',
            create_item: 'Luo %{item}',
            delete: 'Poista',
            edit: 'Muokkaa',
            export: 'Vie',
            list: 'Luettelo',
            refresh: 'Päivitä',
            remove_filter: 'Poista tämä suodatin',
            remove_all_filters: 'Poista kaikki suodattimet',
            remove: 'Poista',
            reset: 'Nollaa',
            save: 'Tallenna',
            search: 'Hae',
            search_columns: 'Hae sarakkeista',
            select_all: 'Valitse kaikki',
            select_all_button: 'Valitse kaikki',
            select_row: 'Valitse tämä rivi',
            show: 'Näytä',
            sort: 'Lajittele',
            undo: 'Kumoa',
            unselect: 'Poista valinta',
            expand: 'Laajenna',
            close: 'Sulje',
            open_menu: 'Avaa valikko',
            close_menu: 'Sulje valikko',
            update: 'Päivitä',
            move_up: 'Siirrä ylös',
            move_down: 'Siirrä alas',
            open: 'Avaa',
            toggle_theme: 'Vaihda vaalea/tumma tila',
            select_columns: 'Sarakkeet',
            update_application: 'Lataa sovellus uudelleen',
        },
        boolean: {
            true: 'Kyllä',
            false: 'Ei',
            null: ' ',
        },
        page: {
            create: 'Luo %{name}',
            dashboard: 'Koontinäyttö',
            edit: '%{name} %{recordRepresentation}',
            error: 'Jotain meni vikaan',
            list: '%{name}',
            loading: 'Ladataan',
            not_found: 'Ei löytynyt',
            show: '%{name} %{recordRepresentation}',
            empty: 'Ei vielä kohteita: %{name}.',
            invite: 'Haluatko lisätä uuden?',
            access_denied: 'Pääsy estetty',
            authentication_error: 'Todennusvirhe',
        },
        input: {
            file: {
                upload_several:
                    'Pudota ladattavat tiedostot tähän tai valitse tiedosto napsauttamalla.',
                upload_single:
                    'Pudota ladattava tiedosto tähän tai valitse se napsauttamalla.',
            },
            image: {
                upload_several:
                    'Pudota ladattavat kuvat tähän tai valitse kuva napsauttamalla.',
                upload_single:
                    'Pudota ladattava kuva tähän tai valitse se napsauttamalla.',
            },
            references: {
                all_missing: 'Viitetietoja ei löytynyt.',
                many_missing:
                    'Vähintään yksi liitetyistä viitteistä ei näytä olevan enää saatavilla.',
                single_missing:
                    'Liitetty viite ei näytä olevan enää saatavilla.',
            },
            password: {
                toggle_visible: 'Piilota salasana',
                toggle_hidden: 'Näytä salasana',
            },
        },
        message: {
            about: 'Tietoja',
            access_denied: 'Sinulla ei ole käyttöoikeutta tälle sivulle',
            are_you_sure: 'Oletko varma?',
            authentication_error:
                'Todennuspalvelin palautti virheen, eikä tunnistetietojasi voitu tarkistaa.',
            auth_error: 'Todennustunnuksen vahvistamisessa tapahtui virhe.',
            bulk_delete_content:
                'Haluatko varmasti poistaa kohteen %{name}? |||| Haluatko varmasti poistaa nämä %{smart_count} kohdetta?',
            bulk_delete_title:
                'Poista %{name} |||| Poista %{name} (%{smart_count})',
            bulk_update_content:
                'Haluatko varmasti päivittää kohteen %{name} %{recordRepresentation}? |||| Haluatko varmasti päivittää nämä %{smart_count} kohdetta?',
            bulk_update_title:
                'Päivitä %{name} %{recordRepresentation} |||| Päivitä %{name} (%{smart_count})',
            clear_array_input: 'Haluatko varmasti tyhjentää koko luettelon?',
            delete_content: 'Haluatko varmasti poistaa kohteen %{name}?',
            delete_title: 'Poista %{name} %{recordRepresentation}',
            details: 'Tiedot',
            error: 'Sovelluksessa tapahtui virhe, eikä pyyntöäsi voitu suorittaa loppuun.',
            invalid_form: 'Lomake ei ole kelvollinen. Tarkista virheet',
            loading: 'Odota hetki',
            no: 'Ei',
            not_found:
                'Kirjoitit virheellisen URL-osoitteen tai seurasit virheellistä linkkiä.',
            select_all_limit_reached:
                'Kohteita on liian monta, jotta kaikki voitaisiin valita. Vain ensimmäiset %{max} kohdetta valittiin.',
            unsaved_changes:
                'Osa muutoksistasi on tallentamatta. Haluatko varmasti hylätä ne?',
            yes: 'Kyllä',
            placeholder_data_warning:
                'Verkko-ongelma: tietojen päivittäminen epäonnistui.',
        },
        navigation: {
            clear_filters: 'Tyhjennä suodattimet',
            no_filtered_results:
                'Nykyisillä suodattimilla ei löytynyt kohteita: %{name}.',
            no_results: 'Kohteita ei löytynyt: %{name}',
            no_more_results:
                'Sivunumero %{page} on sallitun alueen ulkopuolella. Kokeile edellistä sivua.',
            page_out_of_boundaries:
                'Sivunumero %{page} on sallitun alueen ulkopuolella',
            page_out_from_end: 'Viimeisen sivun jälkeen ei voi siirtyä',
            page_out_from_begin: 'Ennen sivua 1 ei voi siirtyä',
            page_range_info: '%{offsetBegin}-%{offsetEnd} / %{total}',
            partial_page_range_info:
                '%{offsetBegin}-%{offsetEnd} / yli %{offsetEnd}',
            current_page: 'Sivu %{page}',
            page: 'Siirry sivulle %{page}',
            first: 'Siirry ensimmäiselle sivulle',
            last: 'Siirry viimeiselle sivulle',
            next: 'Siirry seuraavalle sivulle',
            previous: 'Siirry edelliselle sivulle',
            page_rows_per_page: 'Rivejä sivulla:',
            skip_nav: 'Siirry sisältöön',
        },
        sort: {
            sort_by: 'Lajittele: %{field_lower_first}, %{order}',
            ASC: 'nouseva',
            DESC: 'laskeva',
        },
        auth: {
            auth_check_error: 'Kirjaudu sisään jatkaaksesi',
            user_menu: 'Profiili',
            username: 'Käyttäjätunnus',
            password: 'Salasana',
            email: 'Sähköposti',
            sign_in: 'Kirjaudu sisään',
            sign_in_error: 'Todennus epäonnistui, yritä uudelleen',
            logout: 'Kirjaudu ulos',
        },
        notification: {
            updated:
                'Kohde päivitetty |||| %{smart_count} kohdetta päivitetty',
            created: 'Kohde luotu',
            deleted: 'Kohde poistettu |||| %{smart_count} kohdetta poistettu',
            bad_item: 'Virheellinen kohde',
            item_doesnt_exist: 'Kohdetta ei ole olemassa',
            http_error: 'Virhe palvelinyhteydessä',
            data_provider_error:
                'dataProvider-virhe. Katso lisätiedot konsolista.',
            i18n_error: 'Valitun kielen käännöksiä ei voitu ladata',
            canceled: 'Toiminto peruttu',
            logged_out: 'Istuntosi on päättynyt. Kirjaudu uudelleen sisään.',
            not_authorized: 'Sinulla ei ole oikeutta käyttää tätä resurssia.',
            application_update_available: 'Uusi versio on saatavilla.',
            offline: 'Ei verkkoyhteyttä. Tietoja ei voitu hakea.',
        },
        validation: {
            required: 'Pakollinen',
            minLength: 'Pituuden on oltava vähintään %{min} merkkiä',
            maxLength: 'Pituus saa olla enintään %{max} merkkiä',
            minValue: 'Arvon on oltava vähintään %{min}',
            maxValue: 'Arvo saa olla enintään %{max}',
            number: 'Arvon on oltava luku',
            email: 'Sähköpostiosoitteen on oltava kelvollinen',
            oneOf: 'Arvon on oltava jokin seuraavista: %{options}',
            regex: 'Arvon on vastattava tiettyä muotoa (regexp): %{pattern}',
            unique: 'Arvon on oltava yksilöllinen',
        },
        saved_queries: {
            label: 'Tallennetut haut',
            query_name: 'Haun nimi',
            new_label: 'Tallenna nykyinen haku...',
            new_dialog_title: 'Tallenna nykyinen haku nimellä',
            remove_label: 'Poista tallennettu haku',
            remove_label_with_name: 'Poista haku "%{name}"',
            remove_dialog_title: 'Poistetaanko tallennettu haku?',
            remove_message:
                'Haluatko varmasti poistaa tämän kohteen tallennettujen hakujen luettelosta?',
            help: 'Suodata luettelo ja tallenna tämä haku myöhempää käyttöä varten',
        },
        guesser: {
            empty: {
                title: 'Ei näytettäviä tietoja',
                message: 'Tarkista tietolähteesi',
            },
        },
        configurable: {
            customize: 'Mukauta',
            configureMode: 'Määritä tämä sivu',
            inspector: {
                title: 'Tarkastin',
                content:
                    'Vie osoitin käyttöliittymän elementtien päälle määrittääksesi niitä',
                reset: 'Palauta asetukset',
                hideAll: 'Piilota kaikki',
                showAll: 'Näytä kaikki',
            },
            Datagrid: {
                title: 'Taulukko',
                unlabeled: 'Nimeämätön sarake #%{column}',
            },
            SimpleForm: {
                title: 'Lomake',
                unlabeled: 'Nimeämätön kenttä #%{input}',
            },
            SimpleList: {
                title: 'Luettelo',
                primaryText: 'Ensisijainen teksti',
                secondaryText: 'Toissijainen teksti',
                tertiaryText: 'Kolmas teksti',
            },
        },
    },
};

export default messages;
